/**
 * The page's only script, inlined and optional: everything is readable without it (all rows
 * show, the severity filter and the log/linear toggle are pure CSS). It adds sort buttons to
 * tables marked `data-sortable` and opens every <details> before printing. ES5-style on purpose:
 * no build step, no modules, nothing to fetch.
 */
export const PAGE_SCRIPT = `
(function () {
  'use strict';
  function key(cell) {
    if (!cell) return '';
    var s = cell.getAttribute('data-sort');
    if (s !== null && s !== '' && !isNaN(Number(s))) return Number(s);
    return s !== null ? s : cell.textContent.trim();
  }
  function compare(a, b) {
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    return String(a).localeCompare(String(b));
  }
  var tables = document.querySelectorAll('table[data-sortable]');
  Array.prototype.forEach.call(tables, function (table) {
    var heads = table.tHead ? table.tHead.rows[0].cells : [];
    Array.prototype.forEach.call(heads, function (th, col) {
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = th.textContent;
      button.title = 'sort by ' + th.textContent;
      th.textContent = '';
      th.appendChild(button);
      button.addEventListener('click', function () {
        var dir = th.getAttribute('aria-sort') === 'ascending' ? 'descending' : 'ascending';
        Array.prototype.forEach.call(heads, function (h) { h.removeAttribute('aria-sort'); });
        th.setAttribute('aria-sort', dir);
        var body = table.tBodies[0];
        var rows = Array.prototype.slice.call(body.rows);
        rows.sort(function (a, b) {
          var c = compare(key(a.cells[col]), key(b.cells[col]));
          return dir === 'ascending' ? c : -c;
        });
        rows.forEach(function (r) { body.appendChild(r); });
      });
    });
  });
  window.addEventListener('beforeprint', function () {
    Array.prototype.forEach.call(document.querySelectorAll('details'), function (d) { d.open = true; });
  });
})();
`;
