DROP INDEX "h1_register_dispensed_idx";--> statement-breakpoint
DROP INDEX "rx_register_dispensed_idx";--> statement-breakpoint
CREATE INDEX "orders_placed_idx" ON "orders" USING btree ("placed_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_placed_idx" ON "orders" USING btree ("status","placed_at","id");--> statement-breakpoint
CREATE INDEX "orders_city_idx" ON "orders" USING btree ("city");--> statement-breakpoint
CREATE INDEX "h1_register_dispensed_idx" ON "h1_register" USING btree ("dispensed_on","id");--> statement-breakpoint
CREATE INDEX "rx_register_dispensed_idx" ON "rx_register" USING btree ("dispensed_on","id");