const { frontendWebpackConfig } = require('@newsroom/ui/build/webpack-frontend');

// A remote, deployed on its own: the shell finds it through /remotes/admin/mf-manifest.json.
module.exports = (_env, argv) =>
  frontendWebpackConfig(
    {
      appDir: __dirname,
      name: 'admin',
      port: 8082,
      publicPath: 'auto',
      title: 'Newsroom admin (standalone)',
      exposes: { './AdminApp': './src/AdminApp.tsx' },
    },
    argv,
  );
