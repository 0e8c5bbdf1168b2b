"use client";

import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/client/api-client";

/** DELETE /api/conversations/{id}: gone for the viewer only (for a request, the sender is not told). */
export function useDeleteConversation(id: string, onDone: () => void, onFail: (error: unknown) => void) {
  return useMutation({ mutationFn: () => apiRequest("DELETE", `/api/conversations/${id}`), onSuccess: onDone, onError: onFail });
}
