package org.consentlab.cluster;

import com.zaxxer.hikari.HikariDataSource;
import java.util.UUID;
import javax.sql.DataSource;
import org.springframework.beans.factory.config.BeanPostProcessor;

/**
 * This node's name among the nodes sharing one PostgreSQL database, unique per running app. The
 * pool's connections carry it as their {@code application_name}, so a change notice says which
 * node made the change; and the data source learns to bind instants as PostgreSQL expects. On
 * H2 (one node, nothing shared) it leaves the data source as it is.
 */
class NodeName implements BeanPostProcessor {

    private final String value = "consentlab-" + UUID.randomUUID().toString().substring(0, 13);
    private final boolean sharesPostgres;

    NodeName(boolean sharesPostgres) {
        this.sharesPostgres = sharesPostgres;
    }

    String value() {
        return value;
    }

    /** Whether this node shares a PostgreSQL database with others (the {@code postgres} profile). */
    boolean sharesPostgres() {
        return sharesPostgres;
    }

    @Override
    public Object postProcessAfterInitialization(Object bean, String beanName) {
        if (!sharesPostgres || !(bean instanceof DataSource dataSource) || bean instanceof InstantsAsTimestamps) {
            return bean;
        }
        if (bean instanceof HikariDataSource pool) {
            pool.addDataSourceProperty("ApplicationName", value);
        }
        return new InstantsAsTimestamps(dataSource);
    }
}
