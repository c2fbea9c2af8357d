-- The online shop (issue 27, ADR 057): two more kinds of stock movement. An online order takes its stock at
-- the shop the moment it is placed ('order', out) and gives it back when it is cancelled or its reservation
-- expires unpaid ('order_release', in). New enum values cannot be used in the transaction that adds them,
-- so they are added here and used from 20261201100100_pos_shop_orders.sql on.
alter type public.pos_movement_kind add value if not exists 'order';
alter type public.pos_movement_kind add value if not exists 'order_release';
