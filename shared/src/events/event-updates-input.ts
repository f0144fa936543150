import { z } from 'zod';
import { updateMessages } from '../messages/updates.ts';
import { eventIdInput } from './event-id.ts';
import { MAX_UPDATE_LENGTH, UPDATE_AUDIENCES } from './event-updates.ts';

/** What updates.post accepts (event-updates.ts has the audiences and limits, without Zod). */
export const postUpdateInput = eventIdInput.extend({
  audience: z.enum(UPDATE_AUDIENCES, { error: updateMessages.empty }),
  body: z
    .string({ error: updateMessages.empty })
    .trim()
    .min(1, updateMessages.empty)
    .max(MAX_UPDATE_LENGTH, updateMessages.tooLong),
});
