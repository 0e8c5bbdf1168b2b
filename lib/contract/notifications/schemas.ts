import { z } from "zod";
import { NOTIFICATIONS_READ_MAX } from "@/lib/contract/notifications/constants";
import { ID_PATTERN } from "@/lib/core/schema/id";
import { cursorSchema } from "@/lib/core/schema/page-query";
import { serverText } from "@/lib/core/server-text";

/** GET /api/notifications?cursor= */
export const listNotificationsQuerySchema = z.object({
  cursor: cursorSchema.optional(),
});

export const READ_BODY_INVALID = serverText("notificationsReadEither");
export const INVALID_NOTIFICATION_ID = serverText("invalidNotificationId");

/** POST /api/notifications/read: `{ ids: [...] }` (the items shown) or `{ all: true }`. */
export const markNotificationsReadBodySchema = z
  .object(
    {
      ids: z
        .array(z.string({ error: INVALID_NOTIFICATION_ID }).regex(ID_PATTERN, INVALID_NOTIFICATION_ID), { error: READ_BODY_INVALID })
        .min(1, READ_BODY_INVALID)
        .max(NOTIFICATIONS_READ_MAX, serverText("notificationIdsTooMany", { max: NOTIFICATIONS_READ_MAX }))
        .optional(),
      all: z.literal(true, { error: READ_BODY_INVALID }).optional(),
    },
    { error: READ_BODY_INVALID },
  )
  .strict()
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), READ_BODY_INVALID);

export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadBodySchema>;
