// Stylesheets have no behaviour to test; jest maps every *.css import here.
module.exports = {};
