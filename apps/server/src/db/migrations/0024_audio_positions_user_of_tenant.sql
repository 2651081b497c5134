ALTER TABLE "audio_positions" DROP CONSTRAINT "audio_positions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "audio_positions" ADD CONSTRAINT "audio_positions_user_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE no action ON UPDATE no action;