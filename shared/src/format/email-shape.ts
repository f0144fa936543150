/**
 * Something before and after one '@', and a dot in the domain: the shape every e-mail field
 * accepts. A module of its own, without zod, so the guest's page can check a field with it.
 */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
