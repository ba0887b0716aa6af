const { frontendWebpackConfig } = require('@newsroom/ui/build/webpack-frontend');

// The host. No remote URL is baked in: at start the shell reads /remotes.json (src/remotes/).
module.exports = (_env, argv) =>
  frontendWebpackConfig(
    {
      appDir: __dirname,
      name: 'shell',
      port: 8080,
      // Absolute: index.html is the SPA fallback for deep links such as /admin/user-management.
      publicPath: '/',
      title: 'Newsroom Copy Desk',
      // In dev the gateway answers /remotes.json too, pointing at the remotes' dev servers.
      proxy: ['/api', '/remotes.json'],
    },
    argv,
  );
