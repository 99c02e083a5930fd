/** "Ann Lee" from a request's requester. */
export function requesterName(request: { firstName: string; lastName: string }): string {
  return `${request.firstName} ${request.lastName}`;
}
