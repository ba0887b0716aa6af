// Ambient types for every frontend that frontends/tsconfig.json checks (the apps and this package).

// Testing Library's DOM matchers (toBeInTheDocument, ...) on jest's expect.
/// <reference types="@testing-library/jest-dom" />

// Stylesheets are injected by style-loader in webpack and stubbed in jest.
declare module '*.css';
