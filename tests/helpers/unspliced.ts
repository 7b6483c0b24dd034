import type { Route } from '../../generator/route/route.js';

/**
 * `route` without its splice, for its page drawn whole: a plain copy of every field. A generated
 * town's route makes its values when they are read (see whenRead), on its prototype, which
 * `{ ...route }` would leave out; its `toJSON` gives them all.
 */
export function unspliced(route: Route): Route {
  const fields = (route as Route & { toJSON?: () => Route }).toJSON?.() ?? route;
  return { ...fields, splice: undefined } as Route;
}
