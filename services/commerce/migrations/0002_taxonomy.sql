-- Categories (3-level trees), tags and filterable attributes, each translated.

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES categories (id),
  depth INTEGER NOT NULL,
  position INTEGER NOT NULL,
  show_in_menu INTEGER NOT NULL,
  show_in_main_menu INTEGER NOT NULL
);
CREATE INDEX categories_parent ON categories (parent_id, position);

-- uri is the full path of translated slugs on that language's domain, e.g.
-- '/affischer/natur/berg': stored so a category page can be found by its path.
CREATE TABLE category_translations (
  category_id INTEGER NOT NULL REFERENCES categories (id),
  locale TEXT NOT NULL,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  uri TEXT NOT NULL,
  PRIMARY KEY (category_id, locale),
  UNIQUE (locale, uri)
) WITHOUT ROWID;

-- Closure table: every (ancestor, descendant) pair including (c, c), so
-- "category X and everything below it" is one indexed lookup.
CREATE TABLE category_closure (
  ancestor_id INTEGER NOT NULL REFERENCES categories (id),
  descendant_id INTEGER NOT NULL REFERENCES categories (id),
  PRIMARY KEY (ancestor_id, descendant_id)
) WITHOUT ROWID;
CREATE INDEX category_closure_descendant ON category_closure (descendant_id, ancestor_id);

CREATE TABLE product_categories (
  product_id INTEGER NOT NULL REFERENCES products (id),
  category_id INTEGER NOT NULL REFERENCES categories (id),
  PRIMARY KEY (product_id, category_id)
) WITHOUT ROWID;
CREATE INDEX product_categories_category ON product_categories (category_id, product_id);

CREATE TABLE tags (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE
);

CREATE TABLE tag_translations (
  tag_id INTEGER NOT NULL REFERENCES tags (id),
  locale TEXT NOT NULL,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  PRIMARY KEY (tag_id, locale),
  UNIQUE (locale, slug)
) WITHOUT ROWID;

CREATE TABLE product_tags (
  product_id INTEGER NOT NULL REFERENCES products (id),
  tag_id INTEGER NOT NULL REFERENCES tags (id),
  PRIMARY KEY (product_id, tag_id)
) WITHOUT ROWID;
CREATE INDEX product_tags_tag ON product_tags (tag_id, product_id);

-- Attributes: size, orientation, colour, style (code is language-neutral).
CREATE TABLE attributes (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL
);

CREATE TABLE attribute_translations (
  attribute_id INTEGER NOT NULL REFERENCES attributes (id),
  locale TEXT NOT NULL,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  PRIMARY KEY (attribute_id, locale),
  UNIQUE (locale, slug)
) WITHOUT ROWID;

CREATE TABLE attribute_values (
  id INTEGER PRIMARY KEY,
  attribute_id INTEGER NOT NULL REFERENCES attributes (id),
  code TEXT NOT NULL,
  position INTEGER NOT NULL,
  UNIQUE (attribute_id, code)
);
CREATE INDEX attribute_values_attribute ON attribute_values (attribute_id, position);

CREATE TABLE attribute_value_translations (
  value_id INTEGER NOT NULL REFERENCES attribute_values (id),
  locale TEXT NOT NULL,
  attribute_id INTEGER NOT NULL REFERENCES attributes (id),
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  PRIMARY KEY (value_id, locale),
  UNIQUE (attribute_id, locale, slug)
) WITHOUT ROWID;

CREATE TABLE product_attribute_values (
  product_id INTEGER NOT NULL REFERENCES products (id),
  value_id INTEGER NOT NULL REFERENCES attribute_values (id),
  PRIMARY KEY (product_id, value_id)
) WITHOUT ROWID;
CREATE INDEX product_attribute_values_value ON product_attribute_values (value_id, product_id);
