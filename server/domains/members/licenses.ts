// Licences of a person (referee and coach licences): the pool an admin may assign, assign/change level, remove.
import type { LicenseAssignInput } from '../../../shared/schemas/persons';
import { db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../errors';
import { todayDate } from '../../../shared/clock';
import { presentLicense } from './person-presenter';
import { licenseSelect } from './licenses-rows';
import type { Access } from '../access';
import { audit, beforeAfter } from '../../platform/audit';

/**
 * The associations whose licences the viewer may assign, change and remove: referees.edit on association level. The
 * pool and every change use this one rule, so the panel shows read-only exactly the licences a change of would be 403.
 */
const editableAssociations = (access: Access) => access.scope('referees.edit').associations;

/** Licences of the associations where the viewer holds referees.edit: the pool of the licence panel. */
export async function licensePool(access: Access) {
  const associationIds = [...editableAssociations(access)];
  const rows = await db().license.findMany({
    where: { associationId: { in: associationIds } },
    orderBy: [{ isReferee: 'desc' }, { name: 'asc' }],
    select: licenseSelect,
  });
  return rows.map(presentLicense);
}

async function editableLicense(access: Access, licenseId: number) {
  const license = await db().license.findUnique({
    where: { id: licenseId },
    select: { id: true, name: true, associationId: true, levels: { select: { level: true } } },
  });
  if (!license) throw notFound('Licence');
  if (!editableAssociations(access).has(license.associationId)) throw forbidden('Licence outside your scope');
  return license;
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoDay = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

/** PUT /api/persons/{id}/licenses/{licenseID}: assigns the licence or changes its level (and dates when sent). */
export async function assignLicense(access: Access, personId: number, licenseId: number, input: LicenseAssignInput) {
  const license = await editableLicense(access, licenseId);
  if (!license.levels.some((l) => l.level === input.level)) {
    throw new AppError('ValidationFailed', 'Unknown level', {
      details: [{ path: 'level', code: 'custom', message: 'unknownLevel' }],
    });
  }
  const validFrom = input.valid_from ? day(input.valid_from) : todayDate();
  const validTo = input.valid_to === undefined ? undefined : input.valid_to === null ? null : day(input.valid_to);
  if (validTo && validTo < validFrom) {
    throw new AppError('ValidationFailed', 'valid_to before valid_from', {
      details: [{ path: 'valid_to', code: 'custom', message: 'beforeStart' }],
    });
  }
  await db().$transaction(async (tx) => {
    const existing = await tx.personLicense.findUnique({ where: { personId_licenseId: { personId, licenseId } } });
    if (existing) {
      await tx.personLicense.update({
        where: { id: existing.id },
        data: { level: input.level, ...(input.valid_from ? { validFrom } : {}), ...(validTo !== undefined ? { validTo } : {}) },
      });
      await audit(tx, {
        subjectId: personId,
        actorId: access.personId,
        action: 'license.updated',
        entity: 'license',
        entityId: licenseId,
        data: {
          license: license.name,
          ...beforeAfter(
            { level: existing.level, valid_from: isoDay(existing.validFrom), valid_to: isoDay(existing.validTo) },
            {
              level: input.level,
              valid_from: isoDay(input.valid_from ? validFrom : existing.validFrom),
              valid_to: isoDay(validTo !== undefined ? validTo : existing.validTo),
            },
          ),
        },
      });
    } else {
      await tx.personLicense.create({ data: { personId, licenseId, level: input.level, validFrom, validTo: validTo ?? null } });
      await audit(tx, {
        subjectId: personId,
        actorId: access.personId,
        action: 'license.assigned',
        entity: 'license',
        entityId: licenseId,
        data: {
          license: license.name,
          level: input.level,
          before: null,
          after: { level: input.level, valid_from: isoDay(validFrom), valid_to: isoDay(validTo ?? null) },
        },
      });
    }
  });
}

export async function removeLicense(access: Access, personId: number, licenseId: number): Promise<void> {
  const license = await editableLicense(access, licenseId);
  await db().$transaction(async (tx) => {
    const held = await tx.personLicense.findUnique({ where: { personId_licenseId: { personId, licenseId } } });
    const { count } = await tx.personLicense.deleteMany({ where: { personId, licenseId } });
    if (!held || count === 0) throw notFound('Licence of the person');
    await audit(tx, {
      subjectId: personId,
      actorId: access.personId,
      action: 'license.removed',
      entity: 'license',
      entityId: licenseId,
      data: {
        license: license.name,
        before: { level: held.level, valid_from: isoDay(held.validFrom), valid_to: isoDay(held.validTo) },
        after: null,
      },
    });
  });
}
