"""The HTML page's inline style and script (no network, no CDN): kept apart from the markup.

The script reads the findings from the page's JSON block and shows a clicked cell's findings
with `textContent` only (a finding's text is never parsed as HTML). Filters hide matrix rows
by consumer name and cells by verdict.
"""

CSS = """
body{font-family:system-ui,sans-serif;margin:1.5em;color:#222}
table{border-collapse:collapse;margin:.5em 0}
th,td{border:1px solid #ccc;padding:.25em .5em;text-align:left;vertical-align:top}
.scroll{overflow:auto;max-height:70vh;max-width:100%;border:1px solid #aaa}
#matrix th{background:#f4f4f4}
#matrix thead th{position:sticky;top:0;z-index:2}
#matrix tbody th{position:sticky;left:0;z-index:1;white-space:nowrap}
#matrix thead th:first-child{left:0;z-index:3}
#matrix td{text-align:center;cursor:pointer;min-width:1.6em}
td[data-verdict=compatible]{background:#d7f0dc}
td[data-verdict=shimmed]{background:#d6e6fb}
td[data-verdict=fixable]{background:#fdf0c4}
td[data-verdict=broken]{background:#f8d0cb;font-weight:bold}
td[data-verdict=not-applicable]{color:#888}
td.selected{outline:3px solid #333}
td.dimmed{opacity:.15}
td.gpu,.gpu-mark{text-decoration:underline 2px #06c}
tr.hidden{display:none}
#details{border:1px solid #888;padding:.5em 1em;margin:1em 0;background:#fafafa;overflow:auto}
#details td,#uses td,#history td{overflow-wrap:anywhere;max-width:32em}
.status-broken,.status-refused{color:#a00}.status-shimmed{color:#865}
.status-guarded,.status-unknown,.status-pre-existing,.status-unreached{color:#555}
.inherited{font-style:italic}
code{font-size:.9em}
"""

SCRIPT = r"""
(function () {
  const data = JSON.parse(document.getElementById('report-data').textContent);
  const details = document.getElementById('details');
  function el(tag, text, cls) {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    if (cls) node.className = cls;
    return node;
  }
  function show(cell) {
    document.querySelectorAll('#matrix td.selected').forEach(c => c.classList.remove('selected'));
    cell.classList.add('selected');
    const key = cell.dataset.consumer + '|' + cell.dataset.vllm;
    const pair = data.cells[key];
    details.replaceChildren();
    details.appendChild(el('h3', cell.dataset.consumer + ' × vLLM ' + cell.dataset.vllm));
    details.appendChild(el('p', data.words[cell.dataset.verdict] || cell.dataset.verdict));
    if (!pair || pair.findings.length === 0) {
      details.appendChild(el('p', 'No findings.'));
    } else {
      details.appendChild(findingsTable(pair, cell));
    }
    if (pair && pair.gpu && pair.gpu.length) {
      details.appendChild(el('h4', 'GPU tests on this pair'));
      const gpu = el('table');
      gpu.id = 'details-gpu';
      const head = el('tr');
      ['outcome', 'test', 'evidence', 'run'].forEach(h => head.appendChild(el('th', h)));
      gpu.appendChild(head);
      pair.gpu.forEach(t => {
        const row = el('tr');
        [t.outcome, t.id, t.evidence, t.file].forEach(x => row.appendChild(el('td', x)));
        gpu.appendChild(row);
      });
      details.appendChild(gpu);
    }
  }
  function findingsTable(pair, cell) {
    const table = el('table');
    table.id = 'details-table';
    const head = el('tr');
    ['status', 'kind', 'symbol', 'at', 'detail', 'fix', 'vLLM source', 'from'].forEach(
      h => head.appendChild(el('th', h)));
    table.appendChild(head);
    pair.findings.forEach(f => {
      const row = el('tr', undefined, f.inherited_from ? 'inherited' : '');
      row.dataset.status = f.status;
      let status = f.status === 'shimmed'
        ? (cell.dataset.verdict === 'fixable' ? 'fixable by the patch' : 'shimmed')
        : f.status;
      if (f.covered_by) status += ' (' + f.covered_by + ')';
      [status, f.kind, f.symbol, f.location, f.detail, f.hint, f.evidence || '',
       f.inherited_from || ''].forEach((t, i) =>
        row.appendChild(el('td', t, i === 0 ? 'status-' + f.status : '')));
      table.appendChild(row);
    });
    return table;
  }
  document.querySelectorAll('#matrix td[data-verdict]').forEach(cell => {
    cell.addEventListener('click', () => show(cell));
    cell.addEventListener('keydown', e => { if (e.key === 'Enter') show(cell); });
  });
  function filter() {
    const name = document.getElementById('filter-consumer').value;
    const wanted = new Set(
      Array.from(document.querySelectorAll('input.filter-verdict:checked')).map(i => i.value));
    document.querySelectorAll('#matrix tbody tr').forEach(row => {
      const consumer = row.dataset.consumer;
      const byName = !name || consumer.split('==')[0] === name;
      let any = false;
      row.querySelectorAll('td[data-verdict]').forEach(cell => {
        const on = wanted.has(cell.dataset.verdict);
        cell.classList.toggle('dimmed', !on);
        any = any || on;
      });
      row.classList.toggle('hidden', !(byName && any));
    });
  }
  document.getElementById('filter-consumer').addEventListener('change', filter);
  document.querySelectorAll('input.filter-verdict')
    .forEach(i => i.addEventListener('change', filter));
})();
"""
