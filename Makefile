# lunarrules: two commands do all the set-up on a fresh machine.
#   make lab   - create .venv, install, open the start-here notebook in JupyterLab
#   make test  - create .venv, install with dev extras, run the whole test suite
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
# Keep Jupyter's config, data and runtime files inside the project. The checked-in
# jupyter-config/ is read too: it turns off JupyterLab's news pop-up.
JUPYTER_ENV := JUPYTER_CONFIG_DIR=$(CURDIR)/.jupyter/config \
	JUPYTER_CONFIG_PATH=$(CURDIR)/jupyter-config \
	JUPYTER_DATA_DIR=$(CURDIR)/.jupyter/data \
	JUPYTER_RUNTIME_DIR=$(CURDIR)/.jupyter/runtime \
	IPYTHONDIR=$(CURDIR)/.jupyter/ipython

.PHONY: lab test diagrams app bench lint fuzz site clean locale

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(VENV)/.notebook-installed: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e ".[notebook]"
	touch $@

$(VENV)/.dev-installed: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e ".[dev]"
	touch $@ $(VENV)/.notebook-installed $(VENV)/.site-installed

$(VENV)/.site-installed: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e ".[site]"
	touch $@

# JupyterLab refuses to run as root unless told to (containers, CI machines).
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root,)

# Extra options for jupyter lab, e.g. make lab LAB_ARGS=--port=9999
LAB_ARGS ?=
START_HERE := 00_start_here.ipynb

# The browser it starts and the address it prints both open the start-here notebook.
lab: $(VENV)/.notebook-installed
	$(JUPYTER_ENV) $(VENV)/bin/jupyter lab $(ROOT_FLAG) \
		--LabApp.default_url=/lab/tree/$(START_HERE) $(LAB_ARGS) notebooks/$(START_HERE)

test: $(VENV)/.dev-installed
	$(JUPYTER_ENV) $(PY) -m pytest

# The diagrams in English (diagrams/) and, labelled in each language, diagrams/pt-BR, diagrams/es.
diagrams: $(VENV)/.notebook-installed
	$(PY) -m lunarrules diagrams --out diagrams
	$(PY) -m lunarrules --lang pt diagrams --out diagrams/pt-BR
	$(PY) -m lunarrules --lang es diagrams --out diagrams/es

app: $(VENV)/.notebook-installed
	$(JUPYTER_ENV) $(PY) -m lunarrules.app

bench: $(VENV)/.dev-installed
	$(PY) benchmarks/run.py

# The static site in build/site: docs, rules reference and the notebooks in the browser
# (JupyterLite + Pyodide), all served from the folder. Needs npm (Pyodide, Viz.js).
# Prints its size and, where chromium and Playwright are, the time to a live explorer.
site: $(VENV)/.site-installed
	$(PY) tools/site.py --measure

# The long fuzz run of untrusted input (make test runs a small one).
fuzz: $(VENV)/.dev-installed
	LUNARRULES_FUZZ_SAVES=10000 LUNARRULES_FUZZ_ACTIONS=1000000 LUNARRULES_FUZZ_CONTENT=5000 \
		$(PY) -m pytest -q -s tests/test_fuzz.py

# The message catalogs (lunarrules/locale, see README "Languages"): extract the
# template from the files babel.cfg lists, merge it into each language's .po (new
# messages arrive untranslated or fuzzy, for a translator to finish), and compile the
# .mo files the package reads; then bring the notebooks' prose catalogs (notebooks.po)
# in line and build the translated notebooks (tools/notebook_i18n.py). The .mo files
# are committed: the wheel ships them with no build step, and tests/test_i18n.py fails
# when one no longer matches its .po.
# `python -c` rather than the pybabel script, so that this checkout's lunarrules
# (which provides the game-declaration extractor) is the one imported.
BABEL := $(PY) -c "from babel.messages.frontend import main; main()"
LOCALE := lunarrules/locale
locale: $(VENV)/.dev-installed
	$(BABEL) --quiet extract -F babel.cfg -o $(LOCALE)/lunarrules.pot --add-location=file \
		--project lunarrules --version 0.1.0 --copyright-holder "lunarrules contributors" \
		--width 88 -c TRANSLATORS: .
	$(BABEL) --quiet update -i $(LOCALE)/lunarrules.pot -d $(LOCALE) -D lunarrules \
		--width 88 --ignore-obsolete
	$(BABEL) compile -d $(LOCALE) -D lunarrules --statistics
	$(PY) tools/notebook_i18n.py extract
	$(PY) tools/notebook_i18n.py build

lint: $(VENV)/.dev-installed
	$(PY) -m ruff check lunarrules tests benchmarks

clean:
	rm -rf $(VENV) .jupyter .pytest_cache build/site build/site-src build/site-lite build/site-wheels
