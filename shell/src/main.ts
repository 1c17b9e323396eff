// The stylesheet belongs to the entry, not the async bootstrap: the built page then links it in its head, so
// a server-rendered page is painted with its styles instead of shifting when the bootstrap adds them.
import './styles.css';

// In a task after the one that set up Module Federation's runtime: each is long enough on its own.
setTimeout(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
