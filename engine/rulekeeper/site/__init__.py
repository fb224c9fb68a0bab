"""The annotated rules site (issue 7): MkDocs hooks that generate every page at build time.

`hooks.py` is wired into mkdocs.yml; the other modules each render one kind of page from the project's data:
`rules_pages` (rules by section, badges, scenarios, findings, code), `game_pages`, `coverage_page`,
`cards_page` + `corpus_table`, `code_pages`,
`language_page`, `steps_page`. Nothing here is committed as generated output.
"""
