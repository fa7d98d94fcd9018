// Policy of fitting replacements: volunteers hosting a kit ask for spec §3's fittings; the back
// office approves, sends (express number) or rejects with a remark. Withdrawal while pending.
import {
  APPLICATION_STATUS,
  type AdminFitting,
  type ApplicationStatus,
  type Fitting,
  type FittingApplication,
  type FittingInput,
} from '@skytrace/contracts';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import {
  deleteFittingFrom,
  fittingById,
  fittingsOfUser,
  hostsKit,
  insertFitting,
  updateFittingFrom,
  type AdminFittingRow,
  type FittingRow,
} from './applications.repo';

const { pending, approved, sent, rejected } = APPLICATION_STATUS;
const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

export function presentFitting(row: FittingRow): FittingApplication {
  return {
    id: row.id,
    fittings: row.fittings as Fitting[],
    reason: row.reason,
    recipientName: row.recipientName,
    phone: row.phone,
    address: row.address,
    postcode: row.postcode,
    status: row.status as ApplicationStatus,
    expressNumber: row.expressNumber,
    remark: row.status === rejected ? row.remark : null,
    createdAt: seconds(row.createdAt) ?? 0,
    auditedAt: seconds(row.auditedAt),
  };
}

export function presentAdminFitting(row: AdminFittingRow): AdminFitting {
  return { ...presentFitting(row), userId: row.userId, username: row.username };
}

type Change = { before: FittingApplication; after: FittingApplication };

export class FittingsService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async mine(userId: number): Promise<FittingApplication[]> {
    return (await fittingsOfUser(this.db, userId)).map(presentFitting);
  }

  async apply(userId: number, input: FittingInput): Promise<FittingApplication> {
    if (!(await hostsKit(this.db, userId))) throw new HttpError(409, 'kit.fittingNeedsDevice');
    const row = await insertFitting(this.db, {
      userId,
      fittings: [...input.fittings],
      reason: input.reason,
      recipientName: input.recipientName,
      phone: input.phone,
      address: input.address,
      postcode: input.postcode,
      status: pending,
    });
    return presentFitting(row);
  }

  async withdraw(userId: number, id: number): Promise<void> {
    const row = await fittingById(this.db, id);
    if (!row) throw new HttpError(404, 'kit.fittingNotFound');
    if (row.userId !== userId) throw new HttpError(403, 'errors.forbidden');
    if (row.status !== pending || !(await deleteFittingFrom(this.db, id, pending))) {
      throw new HttpError(409, 'kit.fittingNotPending');
    }
  }

  private async move(
    id: number,
    from: readonly number[],
    values: Parameters<typeof updateFittingFrom>[3],
    refusal: 'kit.fittingNotPending' | 'kit.fittingNotApproved',
  ): Promise<Change> {
    const row = await fittingById(this.db, id);
    if (!row) throw new HttpError(404, 'kit.fittingNotFound');
    if (!from.includes(row.status)) throw new HttpError(409, refusal);
    const after = await updateFittingFrom(this.db, id, from, values);
    if (!after) throw new HttpError(409, refusal);
    return { before: presentFitting(row), after: presentFitting(after) };
  }

  approve(id: number): Promise<Change> {
    return this.move(
      id,
      [pending],
      { status: approved, auditedAt: this.now() },
      'kit.fittingNotPending',
    );
  }

  reject(id: number, remark: string): Promise<Change> {
    return this.move(
      id,
      [pending],
      { status: rejected, remark, auditedAt: this.now() },
      'kit.fittingNotPending',
    );
  }

  express(id: number, expressNumber: string): Promise<Change> {
    return this.move(
      id,
      [approved, sent],
      { status: sent, expressNumber },
      'kit.fittingNotApproved',
    );
  }
}
