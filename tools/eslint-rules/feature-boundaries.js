import path from 'node:path';

/**
 * A web feature is reached from another only through its public files: `index.ts` for what is
 * imported as the page loads, `lazy.ts` for what is fetched later with import(). The two are
 * kept apart because a lazy part that is also imported statically is no longer lazy: its code
 * would join the first download.
 *
 * A feature is a folder of `features/`; inside `features/admin/` each folder is one, and the
 * admin area's own `components/`, `lib/` and style sheet are shared by all of them, as `src/components` and
 * `src/lib` are by every feature.
 *
 * The options make the same rule the API's (eslint.config.js): `{ folder: 'modules', noun:
 * 'module', nested: true, shared: [], lazy: false }`, where every folder of a module is a module
 * of its own (payments/online) and `index.ts` is the only public file, also for import().
 */
const DEFAULTS = {
  /** The folder whose folders are the units. */
  folder: 'features',
  /** What the messages call a unit. */
  noun: 'feature',
  /** The units whose own folders are units in turn: a list, or true for every unit. */
  nested: ['admin'],
  /** Units that every unit nested in the same one may reach directly (its shared parts). */
  shared: ['admin', 'admin/components', 'admin/lib'],
  /** Whether `lazy.ts` is the public file for import(); without it `index.ts` is for both. */
  lazy: true,
};

/** The unit a file belongs to ('search', 'admin/users'), or null outside the units' folder. */
function unitOf(file, { folder, nested }) {
  const marker = `${path.sep}${folder}${path.sep}`;
  const at = file.lastIndexOf(marker);
  if (at < 0) return null;
  const parts = file.slice(at + marker.length).split(path.sep);
  if (parts.length < 2) return null;
  const [first, second] = parts;
  if (nested !== true && !nested.includes(first)) return first;
  // A file directly in a nested unit's folder (the admin area's style sheet) is that unit's own.
  return parts.length === 2 ? first : `${first}/${second}`;
}

export default {
  meta: {
    type: 'problem',
    docs: {
      description: 'Features (or modules) import one another only through their public files.',
    },
    messages: {
      private:
        "'{{target}}' is inside the {{feature}} {{noun}}: import it through {{feature}}/{{publicFile}}, which says what the {{noun}} offers.",
      wrongKind:
        '{{feature}}/{{target}} is for {{kind}} imports: use {{feature}}/{{publicFile}} here, or the lazy part stops being lazy.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          folder: { type: 'string' },
          noun: { type: 'string' },
          nested: { oneOf: [{ enum: [true] }, { type: 'array', items: { type: 'string' } }] },
          shared: { type: 'array', items: { type: 'string' } },
          lazy: { type: 'boolean' },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const options = { ...DEFAULTS, ...context.options[0] };
    const shared = new Set(options.shared);
    const publicFiles = { static: 'index.ts', dynamic: options.lazy ? 'lazy.ts' : 'index.ts' };
    const importer = unitOf(context.filename, options);
    // The composition code (the web's app and layouts, the API's app.ts and services.ts) puts
    // the units together: it may reach inside them.
    if (importer === null) return {};

    function check(node, specifier, kind) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), specifier);
      const unit = unitOf(target, options);
      if (unit === null || unit === importer) return;
      const [area] = unit.split('/');
      if (shared.has(unit) && importer.startsWith(`${area}/`)) return;
      const file = path.basename(target);
      const publicFile = publicFiles[kind];
      if (file === publicFile && path.dirname(target).endsWith(unit.replace('/', path.sep))) return;
      const isOtherPublicFile = options.lazy && Object.values(publicFiles).includes(file);
      context.report({
        node,
        messageId: isOtherPublicFile ? 'wrongKind' : 'private',
        data: {
          feature: unit,
          noun: options.noun,
          target: isOtherPublicFile ? file : specifier,
          publicFile,
          kind: kind === 'static' ? 'lazy' : 'static',
        },
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value, 'static'),
      ExportNamedDeclaration: (node) =>
        node.source && check(node.source, node.source.value, 'static'),
      ExportAllDeclaration: (node) => check(node.source, node.source.value, 'static'),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value, 'dynamic'),
    };
  },
};
