/** The 404 page. Its texts are quoted from the spec (in English); the client entry logs the missing path. */
export function NotFound() {
  return (
    <section className="not-found" aria-labelledby="page-title">
      <div className="container">
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1 id="page-title" lang="en">
          Oops! Page not found
        </h1>
        <p className="lead">La page demandée n’existe pas ou a été déplacée.</p>
        <a className="btn btn-default btn-lg" href="/" lang="en">
          Return to Home
        </a>
      </div>
    </section>
  );
}
