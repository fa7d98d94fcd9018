// Policy of kit applications: one pending application per user, photos the applicant uploaded,
// changes and withdrawal only while pending; the back office approves (which makes the pending
// hosting agreement), rejects with a remark, and records the express number when it ships.
import {
  APPLICATION_STATUS,
  type AdminApplication,
  type Application,
  type ApplicationAudit,
  type ApplicationInput,
  type ApplicationStatus,
} from '@skytrace/contracts';
import { contractUuidsByApplication, createPendingContract } from '../contracts/contracts.repo';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import { storedFileUrl, type StorageService } from '../storage/storage.service';
import {
  applicationById,
  applicationsOfUser,
  deleteApplicationFrom,
  insertApplication,
  updateApplicationFrom,
  type ApplicationRow,
} from './applications.repo';

const { pending, approved, sent, rejected } = APPLICATION_STATUS;
const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

export function presentApplication(row: ApplicationRow, contractUuid: string | null): Application {
  return {
    id: row.id,
    lon: row.lon,
    lat: row.lat,
    cableLength: row.cableLength,
    feederLength: row.feederLength,
    recommender: row.recommender,
    recipientName: row.recipientName,
    phone: row.phone,
    address: row.address,
    postcode: row.postcode,
    photos: row.photos.map((file) => ({ file, url: storedFileUrl('device', file) })),
    status: row.status as ApplicationStatus,
    expressNumber: row.expressNumber,
    // Spec §4: the audit remark is shown only with status 3.
    remark: row.status === rejected ? row.remark : null,
    createdAt: seconds(row.createdAt) ?? 0,
    auditedAt: seconds(row.auditedAt),
    contractUuid,
  };
}

function fields(input: ApplicationInput) {
  return {
    lon: input.lon,
    lat: input.lat,
    cableLength: input.cableLength,
    feederLength: input.feederLength,
    recommender: input.recommender,
    recipientName: input.recipientName,
    phone: input.phone,
    address: input.address,
    postcode: input.postcode,
    photos: [...new Set(input.photos)],
  };
}

export class ApplicationsService {
  constructor(
    private readonly db: Db,
    private readonly storage: StorageService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async mine(userId: number): Promise<Application[]> {
    const rows = await applicationsOfUser(this.db, userId);
    const contracts = await contractUuidsByApplication(
      this.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => presentApplication(row, contracts.get(row.id) ?? null));
  }

  async apply(userId: number, input: ApplicationInput): Promise<Application> {
    const existing = await applicationsOfUser(this.db, userId);
    if (existing.some((row) => row.status === pending)) {
      throw new HttpError(409, 'kit.applicationPendingExists');
    }
    await this.storage.requireOwned('device', userId, input.photos);
    const row = await insertApplication(this.db, { userId, ...fields(input), status: pending });
    return presentApplication(row, null);
  }

  /** The caller's own application, else 404 (none) or 403 (somebody else's). */
  private async own(userId: number, id: number): Promise<ApplicationRow> {
    const row = await applicationById(this.db, id);
    if (!row) throw new HttpError(404, 'kit.applicationNotFound');
    if (row.userId !== userId) throw new HttpError(403, 'errors.forbidden');
    return row;
  }

  async update(userId: number, id: number, input: ApplicationInput): Promise<Application> {
    const row = await this.own(userId, id);
    if (row.status !== pending) throw new HttpError(409, 'kit.applicationNotPending');
    await this.storage.requireOwned('device', userId, input.photos);
    const updated = await updateApplicationFrom(this.db, id, [pending], {
      ...fields(input),
      updatedAt: this.now(),
    });
    if (!updated) throw new HttpError(409, 'kit.applicationNotPending');
    return presentApplication(updated, null);
  }

  async withdraw(userId: number, id: number): Promise<void> {
    const row = await this.own(userId, id);
    if (row.status !== pending) throw new HttpError(409, 'kit.applicationNotPending');
    if (!(await deleteApplicationFrom(this.db, id, pending))) {
      throw new HttpError(409, 'kit.applicationNotPending');
    }
  }

  /** Approves (making the pending agreement) or rejects a pending application. */
  async audit(audit: ApplicationAudit): Promise<{ before: Application; after: Application }> {
    const row = await applicationById(this.db, audit.id);
    if (!row) throw new HttpError(404, 'kit.applicationNotFound');
    if (row.status !== pending) throw new HttpError(409, 'kit.applicationNotPending');
    const after = await updateApplicationFrom(this.db, row.id, [pending], {
      status: audit.status,
      remark: audit.status === rejected ? (audit.remark ?? '') : null,
      auditedAt: this.now(),
    });
    if (!after) throw new HttpError(409, 'kit.applicationNotPending');
    let contractUuid: string | null = null;
    if (audit.status === approved) {
      const contract = await createPendingContract(this.db, {
        userId: row.userId,
        applicationId: row.id,
        lon: row.lon,
        lat: row.lat,
        address: row.address,
      });
      contractUuid = contract.uuid;
    }
    return {
      before: presentApplication(row, null),
      after: presentApplication(after, contractUuid),
    };
  }

  /** Records the express number of an approved kit (or corrects it once sent). */
  async express(
    id: number,
    expressNumber: string,
  ): Promise<{ before: Application; after: Application }> {
    const row = await applicationById(this.db, id);
    if (!row) throw new HttpError(404, 'kit.applicationNotFound');
    if (row.status !== approved && row.status !== sent) {
      throw new HttpError(409, 'kit.applicationNotApproved');
    }
    const after = await updateApplicationFrom(this.db, id, [approved, sent], {
      status: sent,
      expressNumber,
    });
    if (!after) throw new HttpError(409, 'kit.applicationNotApproved');
    const contracts = await contractUuidsByApplication(this.db, [id]);
    const uuid = contracts.get(id) ?? null;
    return { before: presentApplication(row, uuid), after: presentApplication(after, uuid) };
  }

  async adminRow(row: ApplicationRow & { username: string }): Promise<AdminApplication> {
    const contracts = await contractUuidsByApplication(this.db, [row.id]);
    return {
      ...presentApplication(row, contracts.get(row.id) ?? null),
      userId: row.userId,
      username: row.username,
    };
  }
}
