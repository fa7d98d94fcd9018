// Policy of the hosting agreements: who sees which, signing once with one's own signature,
// renewing and ending by the back office.
import {
  CONTRACT_TERM_DAYS,
  type AdminContract,
  type Contract,
  type ContractCheck,
  type ContractDocument,
  type ContractSign,
  type Language,
} from '@skytrace/contracts';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import type { StorageService } from '../storage/storage.service';
import { storedFileUrl } from '../storage/storage.service';
import { agreementText } from './agreement.text';
import { renderContractPdf } from './contract.pdf';
import {
  contractById,
  contractByUuid,
  contractsOfUser,
  updateContractFrom,
  type AdminContractRow,
  type ContractRow,
} from './contracts.repo';

const TERM_MS = CONTRACT_TERM_DAYS * 86_400_000;
const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

export function presentContract(row: ContractRow): Contract {
  return {
    uuid: row.uuid,
    status: row.status,
    applicationId: row.applicationId,
    lon: row.lon,
    lat: row.lat,
    address: row.address,
    signerName: row.signerName,
    signatureUrl: row.signatureFile ? storedFileUrl('contract', row.signatureFile) : null,
    createdAt: seconds(row.createdAt) ?? 0,
    signedAt: seconds(row.signedAt),
    validUntil: seconds(row.validUntil),
    endedAt: seconds(row.endedAt),
    renewals: row.renewals,
  };
}

export function presentAdminContract(row: AdminContractRow): AdminContract {
  return { ...presentContract(row), id: row.id, userId: row.userId, username: row.username };
}

/** In force: signed, and its term not over. */
function inForce(row: ContractRow, now: Date): boolean {
  return row.status === 'signed' && row.validUntil !== null && row.validUntil > now;
}

export class ContractsService {
  constructor(
    private readonly db: Db,
    private readonly storage: StorageService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async mine(userId: number): Promise<Contract[]> {
    return (await contractsOfUser(this.db, userId)).map(presentContract);
  }

  /** The caller's own agreement: 404 when there is none, 403 when it is somebody else's. */
  private async own(userId: number, uuid: string): Promise<ContractRow> {
    const row = await contractByUuid(this.db, uuid);
    if (!row) throw new HttpError(404, 'kit.contractNotFound');
    if (row.userId !== userId) throw new HttpError(403, 'errors.forbidden');
    return row;
  }

  async document(userId: number, uuid: string, language: Language): Promise<ContractDocument> {
    const row = await this.own(userId, uuid);
    const text = agreementText(language, row.textVersion);
    return { ...presentContract(row), ...text, clauses: [...text.clauses] };
  }

  async check(userId: number, uuid: string): Promise<ContractCheck> {
    const row = await this.own(userId, uuid);
    return {
      uuid: row.uuid,
      status: row.status,
      signable: row.status === 'pending',
      inForce: inForce(row, this.now()),
    };
  }

  async sign(userId: number, input: ContractSign): Promise<Contract> {
    const row = await this.own(userId, input.uuid);
    if (row.status !== 'pending') throw new HttpError(409, 'kit.contractNotSignable');
    // The signature must be one this user drew and uploaded, not someone else's file.
    await this.storage.requireOwned('contract', userId, [input.signature]);
    const now = this.now();
    const signed = await updateContractFrom(this.db, row.id, 'pending', {
      status: 'signed',
      signerName: input.name,
      signatureFile: input.signature,
      signedAt: now,
      validUntil: new Date(now.getTime() + TERM_MS),
    });
    if (!signed) throw new HttpError(409, 'kit.contractNotSignable');
    return presentContract(signed);
  }

  async pdf(userId: number, uuid: string): Promise<{ row: ContractRow; bytes: Uint8Array }> {
    const row = await this.own(userId, uuid);
    if (row.status === 'pending') throw new HttpError(409, 'kit.contractNotSigned');
    const signature = row.signatureFile
      ? await this.storage.read('contract', row.signatureFile)
      : null;
    return { row, bytes: await renderContractPdf(row, signature) };
  }

  /** Renews a signed agreement by one term from its end (or from now when it has lapsed). */
  async renew(id: number): Promise<{ before: Contract; after: Contract }> {
    const row = await contractById(this.db, id);
    if (!row) throw new HttpError(404, 'kit.contractNotFound');
    if (row.status !== 'signed') throw new HttpError(409, 'kit.contractNotSigned');
    const from = Math.max(row.validUntil?.getTime() ?? 0, this.now().getTime());
    const after = await updateContractFrom(this.db, id, 'signed', {
      validUntil: new Date(from + TERM_MS),
      renewals: row.renewals + 1,
    });
    if (!after) throw new HttpError(409, 'kit.contractNotSigned');
    return { before: presentContract(row), after: presentContract(after) };
  }

  async end(id: number): Promise<{ before: Contract; after: Contract }> {
    const row = await contractById(this.db, id);
    if (!row) throw new HttpError(404, 'kit.contractNotFound');
    if (row.status === 'ended') throw new HttpError(409, 'kit.contractEnded');
    const after = await updateContractFrom(this.db, id, row.status, {
      status: 'ended',
      endedAt: this.now(),
    });
    if (!after) throw new HttpError(409, 'kit.contractEnded');
    return { before: presentContract(row), after: presentContract(after) };
  }
}
