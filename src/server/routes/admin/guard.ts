import type { FastifyRequest } from 'fastify';
import type { StaffActor } from '../../../shared/admin';
import { AppError } from '../../errors';
import { actorOf } from '../../services/audit';
import type { UserRow } from '../../services/sessions';

/** The logged-in staff member: 401 unauthorized without a session, 403 forbidden for a member. */
export function requireStaff(request: FastifyRequest): UserRow {
  const user = request.user;
  if (!user) throw new AppError('unauthorized');
  if (user.role !== 'staff') throw new AppError('forbidden');
  return user;
}

/** Who is acting, for audit entries (the area's hook has already checked the role; this checks again). */
export function staffActor(request: FastifyRequest): StaffActor {
  return actorOf(requireStaff(request));
}
