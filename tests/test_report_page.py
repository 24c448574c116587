"""The HTML page in a real browser: playwright driving chromium (the system's, or Debian's
unpacked into the nox venv by scripts/local_chromium.py), offline.

Loads the page of the full default matrix, counts its cells, clicks a broken cell and reads
its findings, applies the consumer and status filters, and saves a screenshot (in the test's
tmp folder, and in $SPEC_COMPAT_ARTIFACTS when set). Skips, with the reason, only where no
browser can be installed (no playwright, no chromium).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from compat import cli

CHROMIUM = os.environ.get("SPEC_COMPAT_CHROMIUM") or shutil.which("chromium")
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="module")
def browser():
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright not installed")
    if CHROMIUM is None:
        pytest.skip(
            "no chromium: none on PATH and SPEC_COMPAT_CHROMIUM unset (`nox -s tests` unpacks "
            "Debian's into its venv where apt-get can download it: scripts/local_chromium.py)"
        )
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield browser
        browser.close()


def test_page_drills_down_and_filters(browser, tmp_path: Path, capsys) -> None:
    page_file = tmp_path / "report.html"
    code = cli.main(["report", "--offline", "--format", "html", "-o", str(page_file)])
    assert code == 1  # the default matrix has broken pairs
    capsys.readouterr()
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    page.goto(page_file.as_uri())
    cells = page.locator("#matrix td[data-verdict]")
    assert cells.count() == 19 * 35  # every consumer release × every supported vLLM release
    verdicts = set(cells.evaluate_all("cs => cs.map(c => c.dataset.verdict)"))
    assert {"broken", "fixable", "compatible", "not-applicable"} <= verdicts
    # a click on a broken cell shows its findings, with file:line and the fix
    cell = page.locator(
        '#matrix td[data-verdict="broken"][data-consumer="hs-connectors==0.9.0"]'
    ).first
    cell.click()
    rows = page.locator("#details-table tr[data-status]")
    assert rows.count() >= 1
    statuses = set(rows.evaluate_all("rs => rs.map(r => r.dataset.status)"))
    assert "broken" in statuses
    assert ".py:" in page.locator("#details-table").inner_text()
    # each finding's rule ids link to their entries in docs/rules.md
    hrefs = page.locator("#details-table td.rules a").evaluate_all(
        "as => as.map(a => a.getAttribute('href'))"
    )
    assert len(hrefs) >= rows.count()
    assert all(h.startswith("../docs/rules.md#") for h in hrefs), hrefs
    page.screenshot(path=str(tmp_path / "report-clicked.png"), full_page=False)
    # a cell the committed H200 runs cover is marked, and its click lists those GPU tests
    gpu = page.locator('#matrix td.gpu[data-consumer="speculators==0.4.0.1"][data-vllm="0.25.1"]')
    assert "GPU:" in (gpu.get_attribute("title") or "")
    gpu.click()
    tests = page.locator("#details-gpu tr td:first-child")
    assert tests.count() >= 6
    assert set(tests.all_inner_texts()) == {"passed"}
    assert "patched" in page.locator("#details-gpu").inner_text()
    # the consumer filter leaves only hs-connectors rows
    page.select_option("#filter-consumer", "hs-connectors")
    visible = page.locator("#matrix tbody tr:not(.hidden)")
    assert visible.count() == 4
    # the status filter: only broken cells stay bright
    page.select_option("#filter-consumer", "")
    for verdict in ("compatible", "shimmed", "fixable", "unchecked", "not-applicable"):
        page.uncheck(f'input.filter-verdict[value="{verdict}"]')
    bright = page.locator("#matrix td[data-verdict]:not(.dimmed)")
    assert set(bright.evaluate_all("cs => cs.map(c => c.dataset.verdict)")) == {"broken"}
    with_broken = page.locator("#matrix tbody tr").evaluate_all(
        "rs => rs.filter(r => r.querySelector('td[data-verdict=broken]')).length"
    )
    assert page.locator("#matrix tbody tr:not(.hidden)").count() == with_broken >= 7
    # sticky headers: the header row stays at the top of the scrolled matrix
    page.locator(".scroll").evaluate("el => el.scrollTop = 200")
    assert page.locator("#matrix thead th").first.evaluate("e => getComputedStyle(e).position") == (
        "sticky"
    )
    shot = tmp_path / "report-filtered.png"
    page.screenshot(path=str(shot), full_page=False)
    if os.environ.get("SPEC_COMPAT_ARTIFACTS"):
        out = Path(os.environ["SPEC_COMPAT_ARTIFACTS"])
        out.mkdir(parents=True, exist_ok=True)
        for png in tmp_path.glob("*.png"):
            shutil.copy(png, out / png.name)
    page.close()


@pytest.fixture(scope="module")
def default_page(tmp_path_factory) -> Path:
    page_file = tmp_path_factory.mktemp("page") / "report.html"
    assert cli.main(["report", "--offline", "--format", "html", "-o", str(page_file)]) == 1
    return page_file


def _visible(page, locator) -> bool:
    """Whether the element's box lies inside the window (not scrolled out, not below)."""
    box = locator.bounding_box()
    size = page.viewport_size
    return (
        box is not None
        and box["x"] >= 0
        and box["x"] + box["width"] <= size["width"]
        and box["y"] < size["height"]
        and box["y"] + box["height"] > 0
    )


@pytest.mark.parametrize("size", [(1440, 900), (1280, 800), (800, 600)])
def test_the_newest_releases_and_a_clicked_cells_details_are_in_view(
    browser, default_page: Path, tmp_path: Path, capsys, size
) -> None:
    capsys.readouterr()
    width, height = size
    page = browser.new_page(viewport={"width": width, "height": height})
    page.goto(default_page.as_uri())
    heads = page.locator("#matrix thead th")
    newest = heads.nth(heads.count() - 1)
    assert _visible(page, newest), "the newest release's column is scrolled out of view"
    consumer_column = heads.first.bounding_box()
    assert newest.bounding_box()["x"] >= consumer_column["x"] + consumer_column["width"]
    version = newest.inner_text()
    cell = page.locator(f'#matrix td[data-consumer="speculators==0.4.0.1"][data-vllm="{version}"]')
    assert _visible(page, cell)
    cell.click()
    details = page.locator("#details h3")
    assert details.inner_text() == f"speculators==0.4.0.1 × vLLM {version}"
    assert _visible(page, details), "the clicked cell's details are out of view"
    at = cell.bounding_box()  # the clicked cell is neither scrolled away nor under the panel
    hit = f"document.elementFromPoint({at['x'] + at['width'] / 2}, {at['y'] + at['height'] / 2})"
    assert page.evaluate(f"{hit} === document.querySelector('td.selected')")
    first = page.locator("#details-table tr[data-status]").first
    assert first.get_attribute("data-status") == "shimmed"  # what makes it fixable, first
    row = first.bounding_box()
    assert row is not None and row["y"] + row["height"] > 0 and row["y"] < height  # a finding
    if size != (1280, 800):
        shot = tmp_path / f"report-{width}x{height}.png"
        page.screenshot(path=str(shot), full_page=False)
        if os.environ.get("SPEC_COMPAT_ARTIFACTS"):
            out = Path(os.environ["SPEC_COMPAT_ARTIFACTS"])
            out.mkdir(parents=True, exist_ok=True)
            shutil.copy(shot, out / shot.name)
    page.close()
