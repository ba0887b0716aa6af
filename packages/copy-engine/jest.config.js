module.exports = require('../../jest.preset.js').nodeProject(__dirname);
