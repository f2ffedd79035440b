import type { FastifyBaseLogger } from 'fastify';
import type { MoneyTaskKind } from '@keyturn/shared';
import type { ServiceContext } from '../../../context.ts';
import type { Database } from '../../../db/client.ts';
import { pgErrorCode } from '../../../db/errors.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { insertPayment, issueOwedReceipts, lockReservation, settleIfDue } from '../index.ts';
import { failureLog } from './failure-log.ts';
import {
  TASKS_NOT_STARTED_MESSAGE,
  officeSentence,
  type TaskResult,
  type Unfinished,
} from './money-task-answers.ts';
import { moneyTaskFacts } from './money-task-facts.ts';
import { RefusedStep, type StepMade } from './money-task-moves.ts';
import * as tasks from './money-task-repository.ts';
import type { MoneyTaskSchedule } from './money-task-schedule.ts';
import { MoneyTaskSteps } from './money-task-steps.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { refusedForGood } from './provider-answers.ts';
import { centsInFlight } from './refund-claims.ts';
import type { OnlineRefunds } from './refunds.ts';

/** Tasks the worker takes per pass; the next pass takes the rest. */
const WORKER_BATCH = 20;

/** The log line of a task that did not finish, by what it is. */
const NOT_DONE: Record<MoneyTaskKind, string> = {
  HOLD: 'the deposit could not be held',
  CAPTURE: 'the return could not be settled online',
  RELEASE: 'the return could not be settled online',
  CHARGE: 'the return could not be charged',
  REFUND: 'a refund could not be made online',
};

/** The failure as the task keeps it for the office: whose, and its type and code, nothing more. */
function lastErrorOf(error: unknown): string {
  if (error instanceof RefusedStep) return error.message;
  const log = failureLog(error);
  if (log.failedAt === 'provider') {
    const { type, code, declineCode, requestId } = log.provider;
    return [type, code, declineCode && `(${declineCode})`, requestId].filter(Boolean).join(' ');
  }
  const code = pgErrorCode(error);
  return log.failedAt === 'database'
    ? `Keyturn's database failed${code ? ` (${code})` : ''}`
    : 'Keyturn failed';
}

/**
 * Carries out the money tasks the hand-overs wrote (decision 064): right after the hand-over's
 * commit, for its answer to the office, and by the worker for any left pending (a lost answer,
 * a crash, our database failing). Each try claims its task, asks the provider with the task's
 * stored key, and records what the provider did in one transaction that marks the task done:
 * a task is recorded once, however many tries reach the provider.
 */
export class MoneyTasks {
  private readonly steps: MoneyTaskSteps;

  constructor(
    private readonly ctx: ServiceContext,
    provider: PaymentProvider,
    private readonly refunds: OnlineRefunds,
    readonly schedule: MoneyTaskSchedule,
    private readonly log: FastifyBaseLogger,
  ) {
    this.steps = new MoneyTaskSteps(moneyTaskFacts(ctx.db), provider, ctx.now);
  }

  /**
   * Carries out the booking's due tasks now, after the change that wrote them has committed:
   * what the office is told, null when all went through.
   */
  async carryOutFor(reservationId: number): Promise<string | null> {
    const results = await this.carriedOut(reservationId);
    return results ? officeSentence(results) : TASKS_NOT_STARTED_MESSAGE;
  }

  /**
   * The booking's due tasks carried out now: what each came to, or undefined when our database
   * failed before any was tried (the worker tries them).
   */
  async carriedOut(reservationId: number): Promise<TaskResult[] | undefined> {
    let claimed: tasks.MoneyTask[];
    try {
      claimed = await this.claim({ reservationId });
    } catch (error) {
      this.log.warn({ ...failureLog(error), reservationId }, 'the money tasks could not be taken');
      return undefined;
    }
    const results: TaskResult[] = [];
    for (const task of claimed) results.push(await this.carryOut(task));
    return results;
  }

  /** One pass of the worker over the due tasks: how many it recorded. */
  async runDue(): Promise<number> {
    let done = 0;
    for (const task of await this.claim({ limit: WORKER_BATCH })) {
      if ((await this.carryOut(task)).state === 'DONE') done += 1;
    }
    return done;
  }

  /**
   * The worker's pass (housekeeping.ts): the due tasks, then the refunds to the card a stopped
   * server or an unanswered call left claimed (decision 056), which the same pass finishes.
   */
  async sweep(): Promise<{ done: number; refundsFinished: number }> {
    const done = await this.runDue();
    return { done, refundsFinished: await this.refunds.finishLeftBehind() };
  }

  private claim(scope: tasks.ClaimScope) {
    const now = this.ctx.now();
    return tasks.claimDue(this.ctx.db, scope, now, new Date(now.getTime() + this.schedule.leaseMs));
  }

  private async carryOut(task: tasks.MoneyTask): Promise<TaskResult> {
    if (task.kind === 'REFUND') return this.giveBack(task);
    let made: StepMade | 'waiting';
    try {
      made = await this.steps.make(task);
    } catch (error) {
      return this.notMade(task, error);
    }
    if (made === 'waiting') return this.later(task, 'waiting', null);
    try {
      await this.record(task, made);
    } catch (error) {
      // The provider did its part; the next try gets its answer again and records it.
      this.logNotDone(task, error);
      return this.later(task, 'database', error, made.providerRef);
    }
    await issueOwedReceipts(this.ctx);
    return { task, state: 'DONE' };
  }

  /**
   * The cancellation's refund, through the refund's claim (decisions 056, 057), whose rows it
   * records: done once nothing it was asked for is left in flight. Another refund of the booking
   * in flight makes it wait for that one; a part the provider left unanswered stays claimed for
   * the sweep, and the task waits for it.
   */
  private async giveBack(task: tasks.MoneyTask): Promise<TaskResult> {
    try {
      await this.refunds.refundAll(task.reservationId, `task-${task.idempotencyKey}`);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 409) {
        return this.later(task, 'waiting', null);
      }
      const refused = error instanceof HttpError && error.statusCode === 502;
      return refused ? this.failed(task, error) : this.notMade(task, error);
    }
    try {
      if ((await centsInFlight(this.ctx.db, task.reservationId)) > 0) {
        return await this.later(task, 'provider', null);
      }
      await this.ctx.db.transaction((tx) => tasks.markDone(tx, task, null, this.ctx.now()));
    } catch (error) {
      return this.later(task, 'database', error);
    }
    return { task, state: 'DONE' };
  }

  private async failed(task: tasks.MoneyTask, error: unknown): Promise<TaskResult> {
    await tasks
      .markFailed(this.ctx.db, task, lastErrorOf(error), this.ctx.now())
      .catch((failed: unknown) => this.logNotDone(task, failed));
    return { task, state: 'FAILED', error };
  }

  private async notMade(task: tasks.MoneyTask, error: unknown): Promise<TaskResult> {
    this.logNotDone(task, error);
    if (error instanceof RefusedStep || refusedForGood(error)) return this.failed(task, error);
    const stopped = failureLog(error).failedAt;
    return this.later(task, stopped, error);
  }

  /**
   * The task back to waiting for its next try. Should our database fail at this too, the
   * claim runs out and the worker takes the task again.
   */
  private async later(
    task: tasks.MoneyTask,
    stopped: Unfinished,
    error: unknown,
    providerRef?: string,
  ): Promise<TaskResult> {
    const nextAttemptAt = new Date(
      this.ctx.now().getTime() + this.schedule.retryDelayMs(task.attempts),
    );
    await tasks
      .retryLater(this.ctx.db, task, {
        nextAttemptAt,
        lastError: error === null ? null : lastErrorOf(error),
        ...(providerRef && { providerRef }),
      })
      .catch((failed: unknown) => this.logNotDone(task, failed));
    return { task, state: 'PENDING', stopped };
  }

  /**
   * The provider's moves in the ledger and the task done, in one transaction, and the receipt
   * owed when they settle the booking. A task found done already records nothing.
   */
  private async record(task: tasks.MoneyTask, made: StepMade): Promise<void> {
    const { reservationId } = task;
    await this.ctx.db.transaction(async (tx: Database) => {
      const now = this.ctx.now();
      await lockReservation(tx, reservationId);
      if (!(await tasks.markDone(tx, task, made.providerRef, now))) return;
      for (const move of made.moves) {
        await insertPayment(tx, {
          ...move,
          reservationId,
          method: 'CARD_ONLINE',
          providerRef: made.providerRef,
          note: null,
          createdAt: now,
          moneyTaskId: task.id,
        });
      }
      await settleIfDue(tx, reservationId, now);
    });
  }

  private logNotDone(task: tasks.MoneyTask, error: unknown) {
    this.log.warn(
      { ...failureLog(error), reservationId: task.reservationId, taskId: task.id },
      NOT_DONE[task.kind],
    );
  }
}
