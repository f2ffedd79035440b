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
 */
const FEATURES = `${path.sep}features${path.sep}`;
const ADMIN_SHARED = new Set(['admin', 'admin/components', 'admin/lib']);

/** The feature a file belongs to ('search', 'admin/users'), or null outside the features. */
function featureOf(file) {
  const at = file.lastIndexOf(FEATURES);
  if (at < 0) return null;
  const parts = file.slice(at + FEATURES.length).split(path.sep);
  if (parts.length < 2) return null;
  const [first, second] = parts;
  if (first !== 'admin') return first;
  // A file directly in features/admin (its style sheet) belongs to the whole admin area.
  return parts.length === 2 ? 'admin' : `admin/${second}`;
}

const PUBLIC_FILE = { static: 'index.ts', dynamic: 'lazy.ts' };

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Features import one another only through their public files.' },
    messages: {
      private:
        "'{{target}}' is inside the {{feature}} feature: import it through {{feature}}/{{publicFile}}, which says what the feature offers.",
      wrongKind:
        '{{feature}}/{{target}} is for {{kind}} imports: use {{feature}}/{{publicFile}} here, or the lazy part stops being lazy.',
    },
    schema: [],
  },
  create(context) {
    const importer = featureOf(context.filename);
    // The app and the layouts compose the features (routes, frames): they may reach pages directly.
    if (importer === null) return {};

    function check(node, specifier, kind) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), specifier);
      const feature = featureOf(target);
      if (feature === null || feature === importer) return;
      if (ADMIN_SHARED.has(feature) && importer.startsWith('admin/')) return;
      const file = path.basename(target);
      if (
        file === PUBLIC_FILE[kind] &&
        path.dirname(target).endsWith(feature.replace('/', path.sep))
      )
        return;
      const publicFile = PUBLIC_FILE[kind];
      const isOtherPublicFile = Object.values(PUBLIC_FILE).includes(file);
      context.report({
        node,
        messageId: isOtherPublicFile ? 'wrongKind' : 'private',
        data: {
          feature,
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
