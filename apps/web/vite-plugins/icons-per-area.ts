import type { Plugin } from 'vite';

const ICON_FAMILY = /^react-icons\/\w+$/;
const ADMIN_SOURCES = /[\\/]src[\\/]features[\\/]admin[\\/]/;

/**
 * An icon family (`react-icons/bs`) is one module: a bundler keeps a module whole in one chunk,
 * so every icon the admin area used rode in the public first download beside the public ones.
 * The admin area's imports get a copy of their own (the same file under another id), which
 * tree-shaking trims to the admin's icons and which travels in the admin chunks only.
 */
export function iconsPerArea(): Plugin {
  return {
    name: 'keyturn-icons-per-area',
    // Before Vite's own resolver, which would otherwise answer first with the shared id.
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!ICON_FAMILY.test(source) || !importer || !ADMIN_SOURCES.test(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, id: `${resolved.id}?admin` };
    },
  };
}
