// Async boundary: shared singletons (react, router, react-query, ui) are negotiated with the
// remotes before any of them is evaluated.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
