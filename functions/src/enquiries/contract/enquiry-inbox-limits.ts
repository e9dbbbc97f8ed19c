/**
 * The enquiries inbox's numbers (docs/business-rules.md#the-enquiries-inbox), apart from its schemas so
 * the kitchen's screen can show them without loading zod.
 */
export const inboxLimits = {
  /** Enquiries in one page of the inbox, all kinds together, newest first (`next` reads the older ones). */
  page: 50,
  /** Notes one enquiry can carry. */
  notes: 50,
  /** Characters in one note. */
  noteText: 1000,
} as const;

export const notesFullMessage = `This enquiry already has ${inboxLimits.notes} notes, the most it can keep.`;
