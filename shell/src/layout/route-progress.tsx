/** A thin bar at the top of the page while a page's code is being fetched. */
export function RouteProgress() {
  return <div className="sf-progress" role="progressbar" aria-hidden="true" data-testid="route-progress" />;
}
