const { frontendWebpackConfig } = require('@newsroom/ui/build/webpack-frontend');

// A remote: the shell finds it through /remotes/tools/mf-manifest.json (see /remotes.json).
// 'auto' makes every chunk load relative to wherever remoteEntry.js was served from.
module.exports = (_env, argv) =>
  frontendWebpackConfig(
    {
      appDir: __dirname,
      name: 'tools',
      port: 8081,
      publicPath: 'auto',
      title: 'Newsroom tools (standalone)',
      exposes: {
        './ScriptSimplifierPage': './src/script-simplifier/ScriptSimplifierPage.tsx',
        './VosotGeneratorPage': './src/pages/VosotGeneratorPage.tsx',
        './TeaseGeneratorPage': './src/pages/TeaseGeneratorPage.tsx',
        './BannerBuilderPage': './src/pages/BannerBuilderPage.tsx',
        './DigitalArticleCreatorPage': './src/pages/DigitalArticleCreatorPage.tsx',
        './SocialMediaGeneratorPage': './src/pages/SocialMediaGeneratorPage.tsx',
        './TrainingHubPage': './src/pages/TrainingHubPage.tsx',
      },
    },
    argv,
  );
