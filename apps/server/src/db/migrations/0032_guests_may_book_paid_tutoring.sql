-- A school rule for tutoring and guests: whether a guest may book paid tutoring, charged to the account
-- holder's account. Off by default: until the school allows it, guests book only free sessions.
ALTER TABLE "tenants" ADD COLUMN "guests_may_book_paid_tutoring" boolean DEFAULT false NOT NULL;
