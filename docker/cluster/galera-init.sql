-- Run once, on the node that bootstraps the cluster: HAProxy's health check signs in as this user (no rights).
CREATE USER IF NOT EXISTS 'haproxy'@'%';
