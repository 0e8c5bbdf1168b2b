"use client";

import { apiRequest } from "@/lib/client/api-client";
import { useMutation } from "@/lib/client/query";

/** DELETE /api/conversations/{id}: gone for the viewer only (for a request, the sender is not told). */
export function useDeleteConversation(id: string, onDone: () => void, onFail: (error: unknown) => void) {
  return useMutation({ mutationFn: () => apiRequest("DELETE", `/api/conversations/${id}`), onSuccess: onDone, onError: onFail });
}
