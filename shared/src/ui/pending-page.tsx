import { useLocation, useParams } from 'react-router';

/** Stand-in for a page whose feature is not built yet: names the route and its params. */
export function PendingPage({ remote, page }: { remote: string; page: string }) {
  const params = useParams();
  const location = useLocation();
  return (
    <section className="sf-page">
      <h1>
        {remote} / {page}
      </h1>
      <p>
        <code>{location.pathname + location.search}</code>
      </p>
      <pre>{JSON.stringify(params, null, 2)}</pre>
    </section>
  );
}
