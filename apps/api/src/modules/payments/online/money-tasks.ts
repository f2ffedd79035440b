import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import type { MoneyTaskKind } from '@keyturn/shared';
import type { ServiceContext } from '../../../context.ts';
import type { Database } from '../../../db/client.ts';
import { pgErrorCode } from '../../../db/errors.ts';
import { issueOwedReceipts } from '../owed-receipts.ts';
import { settleIfDue } from '../receipt-numbers.ts';
import { insertPayment, lockReservation } from '../repository.ts';
import { failureLog } from './failure-log.ts';
import {
  TASKS_NOT_STARTED_MESSAGE,
  officeSentence,
  type TaskResult,
  type Unfinished,
} from './money-task-answers.ts';
import * as tasks from './money-task-repository.ts';
import type { MoneyTaskSchedule } from './money-task-schedule.ts';
import { MoneyTaskSteps, RefusedStep, type StepMade } from './money-task-steps.ts';
import { refusedForGood } from './provider-answers.ts';

/** Tasks the worker takes per pass; the next pass takes the rest. */
const WORKER_BATCH = 20;

/** The log line of a task that did not finish, by what it is. */
const NOT_DONE: Record<MoneyTaskKind, string> = {
  HOLD: 'the deposit could not be held',
  CAPTURE: 'the return could not be settled online',
  RELEASE: 'the return could not be settled online',
  CHARGE: 'the return could not be charged',
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
    stripe: Stripe,
    readonly schedule: MoneyTaskSchedule,
    private readonly log: FastifyBaseLogger,
  ) {
    this.steps = new MoneyTaskSteps(ctx.db, stripe, ctx.now);
  }

  /**
   * Carries out the booking's due tasks now, after the change that wrote them has committed:
   * what the office is told, null when all went through.
   */
  async carryOutFor(reservationId: number): Promise<string | null> {
    let claimed: tasks.MoneyTask[];
    try {
      claimed = await this.claim({ reservationId });
    } catch (error) {
      this.log.warn({ ...failureLog(error), reservationId }, 'the money tasks could not be taken');
      return TASKS_NOT_STARTED_MESSAGE;
    }
    const results: TaskResult[] = [];
    for (const task of claimed) results.push(await this.carryOut(task));
    return officeSentence(results);
  }

  /** One pass of the worker over the due tasks: how many it recorded. */
  async runDue(): Promise<number> {
    let done = 0;
    for (const task of await this.claim({ limit: WORKER_BATCH })) {
      if ((await this.carryOut(task)).state === 'DONE') done += 1;
    }
    return done;
  }

  private claim(scope: tasks.ClaimScope) {
    const now = this.ctx.now();
    return tasks.claimDue(this.ctx.db, scope, now, new Date(now.getTime() + this.schedule.leaseMs));
  }

  private async carryOut(task: tasks.MoneyTask): Promise<TaskResult> {
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

  private async notMade(task: tasks.MoneyTask, error: unknown): Promise<TaskResult> {
    this.logNotDone(task, error);
    if (error instanceof RefusedStep || refusedForGood(error)) {
      await tasks
        .markFailed(this.ctx.db, task, lastErrorOf(error), this.ctx.now())
        .catch((failed: unknown) => this.logNotDone(task, failed));
      return { task, state: 'FAILED', error };
    }
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
