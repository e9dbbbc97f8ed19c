/**
 * The enquiries inbox's numbers (docs/business-rules.md#the-enquiries-inbox), apart from its schemas so
 * the back office's screen can show them without loading zod.
 */
export const inboxLimits = {
  /** The inbox holds the newest this many enquiries, all kinds together. */
  enquiries: 200,
  /** Notes one enquiry can carry. */
  notes: 50,
  /** Characters in one note. */
  noteText: 1000,
} as const;

export const notesFullMessage = `This enquiry already has ${inboxLimits.notes} notes, the most it can keep.`;
