ALTER TABLE "users" ADD COLUMN "created_from" text;--> statement-breakpoint
CREATE INDEX "contacts_user_id_page_idx" ON "contacts" USING btree ("user_id",lower("name"),"created_at","id");--> statement-breakpoint
CREATE INDEX "users_anonymous_created_from_idx" ON "users" USING btree ("created_from") WHERE "users"."is_anonymous";--> statement-breakpoint
CREATE INDEX "users_anonymous_created_at_idx" ON "users" USING btree ("created_at") WHERE "users"."is_anonymous";