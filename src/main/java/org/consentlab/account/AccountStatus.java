package org.consentlab.account;

public enum AccountStatus {
    ACTIVE,
    DELETED
}
