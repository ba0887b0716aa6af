/**
 * The router, reached through @newsroom/ui (a shared singleton), so host and remotes use one copy
 * and share its context. Only what the apps use is named here: shared as a whole package the router
 * cost every page 52 KB of compressed JS; re-exported from here webpack keeps only these, some 13 KB.
 * App code imports the router from @newsroom/ui, never from react-router-dom (eslint enforces it).
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router-dom';
