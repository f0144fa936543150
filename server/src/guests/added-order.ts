import { invitations } from '@partyreel/db/schema';
import { asc } from 'drizzle-orm';

/**
 * The order a host added their guests in, for every list of an event's guests: by when they were
 * added, then by the row's position, since guests added together (a list, a CSV file) share one
 * created_at.
 */
export const inAddedOrder = [asc(invitations.createdAt), asc(invitations.position)] as const;
