/**
 * A zod validation failure as a short technical detail (`path.to.field: message`), shown as data
 * beside a worded message (a stored record or backup entry that does not validate).
 */
import type { z } from 'zod';

/** One issue: its path (dot-joined) and message, or the message alone at the top level. */
export function zodIssueText(issue: z.core.$ZodIssue): string {
	return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

/** The first `most` issues of a failure, joined by '; '. */
export function zodReason(error: z.ZodError, most = 1): string {
	return error.issues.slice(0, most).map(zodIssueText).join('; ');
}
