/** An entry of a folder collection: its file, its slug (the file name) and its checked data. */
export interface Entry<T> {
  file: string;
  slug: string;
  data: T;
}
