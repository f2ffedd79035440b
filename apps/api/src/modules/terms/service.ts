import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { TERMS_VERSION_NOT_FOUND_MESSAGE, type Terms, type TermsSection } from '@keyturn/shared';
import type { ServiceContext } from '../../context.ts';
import { termsVersions } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { termsText } from './terms-text.ts';

/** A wording's version: the first 12 hex digits of its SHA-256, the same on every instance. */
const versionOf = (sections: TermsSection[]) =>
  createHash('sha256').update(JSON.stringify(sections)).digest('hex').slice(0, 12);

/**
 * The terms as this server's settings write them, and every wording a booking was made under.
 * The current wording is stored once per process before it is first answered or booked under,
 * so that a booking's version always leads to the text its customer read.
 */
export class TermsService {
  readonly current: Terms;
  private stored: Promise<string> | undefined;

  constructor(private readonly ctx: Pick<ServiceContext, 'db' | 'config' | 'now'>) {
    const { bookingHorizonDays, cancellationNoticeHours, payments, timeZone } = ctx.config;
    const sections = termsText({
      bookingHorizonDays,
      cancellationNoticeHours,
      payments: payments.mode,
      timeZone,
    });
    this.current = { version: versionOf(sections), sections };
  }

  /** The current version, stored (once) so that a booking may name it. */
  published(): Promise<string> {
    this.stored ??= this.store().catch((error: unknown) => {
      this.stored = undefined;
      throw error;
    });
    return this.stored;
  }

  /** The current terms, or the wording of an earlier version (404 for one never published). */
  async find(version?: string): Promise<Terms> {
    await this.published();
    if (version === undefined || version === this.current.version) return this.current;
    const [row] = await this.ctx.db
      .select({ sections: termsVersions.sections })
      .from(termsVersions)
      .where(eq(termsVersions.version, version));
    if (!row) throw notFound(TERMS_VERSION_NOT_FOUND_MESSAGE);
    return { version, sections: row.sections as TermsSection[] };
  }

  private async store(): Promise<string> {
    const { version, sections } = this.current;
    await this.ctx.db
      .insert(termsVersions)
      .values({ version, sections, publishedAt: this.ctx.now() })
      .onConflictDoNothing();
    return version;
  }
}
