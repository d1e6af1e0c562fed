# The instances of deploy/compose.yaml at their fixed addresses, and who may purge: only they.
# `npm run stack` writes its own file instead.
backend instance_a { .host = "172.30.0.11"; .port = "4321"; .probe = health; .connect_timeout = 1s; .first_byte_timeout = 30s; }
backend instance_b { .host = "172.30.0.12"; .port = "4321"; .probe = health; .connect_timeout = 1s; .first_byte_timeout = 30s; }
acl purgers { "172.30.0.11"; "172.30.0.12"; }
sub add_instances {
    instances.add_backend(instance_a);
    instances.add_backend(instance_b);
}
