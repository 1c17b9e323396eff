// Server builds render HTML only; the browser build carries the styles.
module.exports = function ignoreCss() {
  return 'export {};';
};
