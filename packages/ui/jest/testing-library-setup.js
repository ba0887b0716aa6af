// findBy* and waitFor give up after 1 s by default; on two busy CI cores the first render of a
// lazy page can take longer than that (AppLayout's "Welcome back" heading did once). Five seconds
// still fails fast on a real bug.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5_000 });
