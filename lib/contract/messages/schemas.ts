import { z } from "zod";
import { ID_PATTERN } from "@/lib/core/schema/id";
import { altTextSchema } from "@/lib/core/schema/media-text";
import { cursorSchema } from "@/lib/core/schema/page-query";
import { serverText } from "@/lib/core/server-text";

// Request bodies and queries of /api/conversations/*, /api/messages/* and message settings,
// shared by the handlers, the messages screens and the tests.
export const MESSAGE_MAX = 2000;
export const CONVERSATIONS_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 30;
export const EMPTY_MESSAGE = serverText("messageOrMedia");
export const MESSAGE_TOO_LONG = serverText("messageTooLong", { max: MESSAGE_MAX });
export const INVALID_MEMBER = serverText("fieldNotValid", { field: "userId" });

const cursor = cursorSchema.optional();

export const createConversationBodySchema = z.object({
  userId: z.string({ error: INVALID_MEMBER }).regex(ID_PATTERN, INVALID_MEMBER),
});
export type CreateConversationBody = z.infer<typeof createConversationBodySchema>;

/** "hidden": requests that matched the member's hidden words (issue #33) */
export const CONVERSATION_FOLDERS = ["inbox", "requests", "hidden"] as const;
export const conversationListQuerySchema = z.object({
  folder: z.enum(CONVERSATION_FOLDERS, { error: serverText("folderInvalid") }).default("inbox"),
  cursor,
});
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

export const messageListQuerySchema = z.object({ cursor });

export const sendMessageBodySchema = z
  .object({
    content: z
      .string({ error: serverText("messageNotText") })
      .trim()
      .max(MESSAGE_MAX, MESSAGE_TOO_LONG)
      .nullish()
      .transform((v) => (v ? v : null)),
    mediaUrl: z.string({ error: serverText("invalidMedia") }).trim().min(1, serverText("invalidMedia")).max(300, serverText("invalidMedia")).nullish(),
    /** describes the attached image or video; dropped when nothing is attached */
    altText: altTextSchema,
  })
  .refine((v) => Boolean(v.content || v.mediaUrl), { message: EMPTY_MESSAGE });
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

const setting = (message: string) => z.boolean({ error: message }).optional();
export const messageSettingsBodySchema = z.object({
  readReceipts: setting(serverText("readReceiptsBoolean")),
  allowMessageRequests: setting(serverText("allowRequestsBoolean")),
});
export type MessageSettingsBody = z.infer<typeof messageSettingsBodySchema>;
